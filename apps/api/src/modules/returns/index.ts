/** The returns module's public face: none yet beyond its routes and service, wired in services.ts and app.ts. */
export type { ReturnsService } from './returns.service';

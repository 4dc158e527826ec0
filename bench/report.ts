/** The pieces of bench/RESULTS.md: tables, targets and the machine. */
import os from 'node:os';

export interface Target {
  text: string;
  met: boolean;
}

export const atMost = (value: number, limit: number, unit: string): Target => ({ text: `<= ${limit} ${unit}`, met: value <= limit });
export const atLeast = (value: number, limit: number, unit: string): Target => ({ text: `>= ${limit} ${unit}`, met: value >= limit });

export function verdict(target: Target | undefined): string {
  if (!target) return '';
  return target.met ? 'met' : '**missed**';
}

export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
export const percent = (value: number) => `${fixed(value * 100, 1)} %`;
export const mebibytes = (bytes: number) => `${fixed(bytes / 1024 / 1024)} MB`;

/** The console line for one figure, so that a long run can be followed. */
export function say(label: string, value: string, target?: Target): void {
  console.log(`bench: ${label}: ${value}${target ? ` (target ${target.text}: ${target.met ? 'met' : 'MISSED'})` : ''}`);
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${mebibytes(os.totalmem()).replace(' MB', '')} MB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

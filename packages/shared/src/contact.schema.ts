import { z } from 'zod';
import { EmailSchema } from './common.schema';

/** The contact form's rules (spec section 5), shared by the form and the server. */
export const ContactMessageSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: EmailSchema,
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

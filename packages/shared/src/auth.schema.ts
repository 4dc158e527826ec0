import { z } from 'zod';
import { EmailSchema, isOneLine } from './common.schema';
import { ROLES } from './constants';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A user's role; `Role` (constants.ts) is its type. */
export const RoleSchema = z.enum(ROLES, { message: 'Role must be user or admin' });

export const UserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  profileImage: z.string().nullable(),
  bio: z.string().nullable(),
  profession: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

const username = z
  .string({ message: 'User name is required' })
  .trim()
  .min(1, 'User name is required')
  .max(50, 'User name must be at most 50 characters')
  .refine(isOneLine, 'User name must be on one line');

export const RegisterSchema = z.object({
  username,
  email: EmailSchema,
  password: z
    .string({ message: 'Password is required' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** An image the shop serves itself (the content security policy allows no other host). */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^\/uploads\/[\w.-]+$/.test(value), { message: 'Please upload the image (POST /api/uploadImage)' });

export const EditProfileSchema = z.object({
  username,
  profileImage: z.string({ message: 'Profile image is required' }).min(1, 'Profile image is required').pipe(ImageUrlSchema),
  bio: z
    .string()
    .trim()
    .max(500, 'Bio must be at most 500 characters')
    .optional()
    .transform((value) => value || null),
  profession: z
    .string({ message: 'Profession is required' })
    .trim()
    .min(1, 'Profession is required')
    .max(80, 'Profession must be at most 80 characters')
    .refine(isOneLine, 'Profession must be on one line'),
  /** Sent by the specification's client; must be the signed-in user's own id when present. */
  userId: z.string().optional(),
});
export type EditProfileInput = z.input<typeof EditProfileSchema>;

export const UpdateRoleSchema = z.object({ role: RoleSchema });

export const UserResponseSchema = z.object({ user: UserSchema });
export const LoginResponseSchema = z.object({ message: z.string(), user: UserSchema });
export const UserListSchema = z.array(UserSchema);
export const UserUpdateResponseSchema = z.object({ message: z.string(), user: UserSchema });

export const UserStatsSchema = z.object({
  /** Dollars paid, two decimals. */
  totalPayments: z.number(),
  totalReviews: z.number().int(),
  totalPurchasedProducts: z.number().int(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

export const UploadImageSchema = z.object({
  image: z.string({ message: 'Image is required' }).min(1, 'Image is required'),
});
export const UploadImageResponseSchema = z.object({
  url: z.string(),
  srcSet: z.array(z.object({ width: z.number().int(), url: z.string() })),
});

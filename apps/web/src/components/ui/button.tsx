import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'ghost-danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-clay',
  secondary: 'border border-ink bg-transparent text-ink hover:bg-ink hover:text-paper',
  ghost: 'bg-transparent text-ink hover:bg-sand',
  danger: 'bg-danger text-paper hover:bg-ink',
  'ghost-danger': 'bg-transparent text-danger hover:bg-danger-soft',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-touch px-3 text-sm whitespace-nowrap',
  md: 'min-h-touch px-6 text-sm',
  lg: 'min-h-12 px-8 text-base',
  icon: 'size-touch shrink-0',
};

/** The one button look, for <button> and for links that act as buttons. */
export function buttonStyles(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(base, variants[variant], sizes[size], className);
}

const OFFSETS = {
  /** A card with a border or a fill: the ring close around it. */
  near: 'focus-visible:after:outline-offset-2',
  /** A picture tile: the ring clear of the picture's edge. */
  far: 'focus-visible:after:outline-offset-4',
} as const;

/**
 * The classes of the one link that opens a whole card (a product, a category, a service): its
 * `::after` covers the card (the nearest `relative` ancestor) and carries the focus ring.
 */
export function cardLinkStyles(options: { ring?: keyof typeof OFFSETS; className?: string } = {}): string {
  const { ring = 'near', className } = options;
  return cn(
    className,
    'after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2',
    OFFSETS[ring],
    'focus-visible:after:outline-focus',
  );
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}

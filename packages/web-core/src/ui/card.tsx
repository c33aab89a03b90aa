import type { HTMLAttributes } from 'react';

type DivProps = HTMLAttributes<HTMLDivElement>;

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export function Card({ className, ...rest }: DivProps) {
  return <div className={join('card', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: DivProps) {
  return <div className={join('card__header', className)} {...rest} />;
}

export function CardTitle({
  className,
  level = 2,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return <Heading className={join('card__title', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={join('card__description', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: DivProps) {
  return <div className={join('card__content', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: DivProps) {
  return <div className={join('card__footer', className)} {...rest} />;
}

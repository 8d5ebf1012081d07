import { Link, type LinkProps } from 'react-router';

const linkClasses = 'font-bold text-accent underline underline-offset-4 hover:text-accent-hover';

export function TextLink({ className = '', ...props }: LinkProps) {
  return <Link className={`${linkClasses} ${className}`.trim()} {...props} />;
}

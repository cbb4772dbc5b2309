import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

export interface NavLinkProps extends Omit<HTMLChakraProps<'a'>, 'href' | 'onClick'> {
  to: string;
  onNavigate: (path: string) => void;
}

/**
 * A link to another page of the app. It is a real link (middle-click and "open in new tab" keep working) that
 * hands plain clicks to the app's router through `onNavigate`, so the ui never imports one. Use it for every
 * in-app address; it takes any style prop, like the menu entries do.
 */
export function NavLink({ to, onNavigate, ...rest }: NavLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(to);
  };
  return <chakra.a href={to} onClick={handleClick} {...rest} />;
}

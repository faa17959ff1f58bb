import type { ReactNode } from 'react';
import { styled } from '@inscriptions/shared/ui';
import { PLATFORM_NAMES, SocialIcon } from './SocialIcon';
import { safeHref } from '../api/socials';
import type { Social } from '../api/socials';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  a,
  span.url {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    overflow-wrap: anywhere;
    flex: 1;
  }
`;

export interface SocialLinkListProps {
  socials: Social[];
  /** Per-link action (EditProfile: Delete). */
  action?: (social: Social) => ReactNode;
}

/**
 * The social links, an icon per platform. Only an http(s) URL becomes a link (new tab, no opener);
 * any other stored value is shown as plain text.
 */
export function SocialLinkList({ socials, action }: SocialLinkListProps) {
  return (
    <List data-testid="social-links">
      {socials.map((s) => {
        const href = safeHref(s.platformUserUrl);
        const name = PLATFORM_NAMES[s.platform];
        return (
          <Item key={s.id} data-testid="social-link">
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                <SocialIcon platform={s.platform} />
                <span className="visually-hidden">{name}: </span>
                {href}
              </a>
            ) : (
              <span className="url">
                <SocialIcon platform={s.platform} />
                <span className="visually-hidden">{name}: </span>
                {s.platformUserUrl}
              </span>
            )}
            {action?.(s)}
          </Item>
        );
      })}
    </List>
  );
}

import type { SocialPlatform } from '@inscriptions/contracts';
import type { IconType } from 'react-icons';
import { FaFacebook, FaGithub, FaGlobe, FaInstagram, FaLinkedin, FaXTwitter, FaYoutube } from 'react-icons/fa6';

const ICONS: Record<SocialPlatform, IconType> = {
  FACEBOOK: FaFacebook,
  GITHUB: FaGithub,
  INSTAGRAM: FaInstagram,
  LINKEDIN: FaLinkedin,
  TWITTER: FaXTwitter,
  WEBSITE: FaGlobe,
  YOUTUBE: FaYoutube,
};

/** Each platform's name as a person reads it (the icons' accessible names). */
export const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  FACEBOOK: 'Facebook',
  GITHUB: 'GitHub',
  INSTAGRAM: 'Instagram',
  LINKEDIN: 'LinkedIn',
  TWITTER: 'Twitter',
  WEBSITE: 'Website',
  YOUTUBE: 'YouTube',
};

/** The platform's icon; decorative, since the link around it carries the name. */
export function SocialIcon({ platform, size = 22 }: { platform: SocialPlatform; size?: number }) {
  const Icon = ICONS[platform];
  return <Icon aria-hidden="true" focusable="false" size={size} data-platform={platform} />;
}

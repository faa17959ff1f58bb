import { Link } from '@inscriptions/shared/router';
import { styled, css } from '@inscriptions/shared/ui';
import { hrefs } from '@inscriptions/shared/federation';

const brandStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
const LogoLink = styled(Link)`
  ${brandStyle}
`;
const BrandName = styled.span`
  ${brandStyle}
`;
const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 1.1rem;
`;

/**
 * The product's mark and name. Named from its content ("Inscriptions home" with a hidden word), not
 * by aria-label, so the visible name is part of the accessible one.
 */
export function Logo() {
  return (
    <LogoLink to={hrefs.selectInscription()}>
      <Mark aria-hidden="true">I</Mark>
      <span>
        Inscriptions<span className="visually-hidden"> home</span>
      </span>
    </LogoLink>
  );
}

/** The mark and name where a link home would lead nowhere new (sign-in, sign-up, onboarding). */
export function Brand() {
  return (
    <BrandName data-testid="brand">
      <Mark aria-hidden="true">I</Mark>
      <span>Inscriptions</span>
    </BrandName>
  );
}

import { Link } from 'react-router';
import styled from 'styled-components';
import { hrefs } from '@inscriptions/shared/federation';

const LogoLink = styled(Link)`
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

export function Logo() {
  return (
    <LogoLink to={hrefs.selectInscription()} aria-label="Inscriptions home">
      <Mark aria-hidden="true">I</Mark>
      <span>Inscriptions</span>
    </LogoLink>
  );
}

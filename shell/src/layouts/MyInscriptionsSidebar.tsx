import { NavLink } from '@inscriptions/shared/router';
import { useInscriptions } from '@inscriptions/shared/api';
import { entryCountLabel, truncateTitle } from '@inscriptions/shared/constants';
import { Muted, Skeleton, styled } from '@inscriptions/shared/ui';
import { hrefs } from '@inscriptions/shared/federation';

const Aside = styled.aside`
  padding: 24px 16px;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
const Title = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
const Item = styled(NavLink)`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &.active {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** The 'My Inscriptions' sidebar of the inscriptions layout. */
export function MyInscriptionsSidebar() {
  const { data, isPending, isError } = useInscriptions();
  return (
    <Aside aria-labelledby="my-inscriptions-title" data-testid="my-inscriptions-sidebar">
      <Title id="my-inscriptions-title">My Inscriptions</Title>
      {isPending ? (
        <>
          <Skeleton $height="28px" />
          <Skeleton $height="28px" />
        </>
      ) : isError ? (
        <Muted>Inscriptions are unavailable right now.</Muted>
      ) : data.length === 0 ? (
        <Muted>No Inscriptions yet.</Muted>
      ) : (
        <List>
          {data.map((i) => (
            <li key={i.id}>
              <Item to={hrefs.selectEntry(i.id)} title={i.name}>
                {/* The number is shown; its words are read ('Coffee, 1 entry'). */}
                <span>
                  {truncateTitle(i.name)}
                  <span className="visually-hidden">, {entryCountLabel(i.entryCount)}</span>
                </span>
                <Count aria-hidden="true">{i.entryCount}</Count>
              </Item>
            </li>
          ))}
        </List>
      )}
    </Aside>
  );
}

// The floor pages' list of inscriptions: one query, the Redux store read, styled-components' rules.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { inscriptionsQuery } from './query.js';

const Page = styled.main`
  max-width: 60rem;
  margin: 0 auto;
  padding: 16px;
  display: grid;
  gap: 16px;
`;
const Card = styled.li`
  list-style: none;
  border: 1px solid #d8dee4;
  border-radius: 10px;
  padding: 16px;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.focus};
  }
`;
const Title = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

export function InscriptionList() {
  const drawerOpen = useSelector((state) => state.ui.drawerOpen);
  const { data } = useQuery(inscriptionsQuery);
  return (
    <Page data-testid="page-SelectInscription" data-drawer={drawerOpen}>
      <nav>
        <Link to="/profile">Profile</Link>
      </nav>
      <h1>My Inscriptions</h1>
      {data ? (
        <ul>
          {data.inscriptions.map((item) => (
            <Card key={item.id}>
              <Title>{item.name}</Title>
              <p>{item.about}</p>
              <span>{item.entryCount} entries</span>
            </Card>
          ))}
        </ul>
      ) : (
        <p>Loading…</p>
      )}
    </Page>
  );
}

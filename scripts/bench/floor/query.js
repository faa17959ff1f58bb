// The floor pages' one query, by graphql-request.
import { request } from 'graphql-request';

export const inscriptionsQuery = {
  queryKey: ['inscriptions'],
  queryFn: () => request('/floor/graphql', 'query Inscriptions { inscriptions { id name about entryCount } }'),
};

// The stack's floor, React alone: a list from one fetch, rendered by react-dom 19 (scripts/bench/stackFloor.mjs).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const inscriptions = fetch('/floor/inscriptions.json').then((response) => response.json());

function InscriptionList() {
  const [items, setItems] = useState(null);
  useEffect(() => void inscriptions.then(setItems), []);
  return (
    <main data-testid="page-SelectInscription">
      <h1>My Inscriptions</h1>
      {items ? (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <h2>{item.name}</h2>
              <p>{item.about}</p>
              <span>{item.entryCount} entries</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>Loading…</p>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')).render(<InscriptionList />);

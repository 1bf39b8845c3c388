import { useState } from 'react';
import './sandbox.css';

/** A paragraph, a counter button and a text area: enough to try focus, Tab and typing in a window. */
export function SandboxContent({ index }: { index: number }) {
  const [count, setCount] = useState(0);
  const [notes, setNotes] = useState('');
  return (
    <div className="sandbox">
      <p>Sandbox window {index}. Drag it by its header, resize it from any edge, and type below.</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </button>
      <textarea aria-label="Notes" value={notes} onChange={(event) => setNotes(event.target.value)} rows={4} />
      <p className="sandbox__links">
        {/* Link handling: an empty href with an application attribute, and a same-host ?app= link. */}
        <a href="" {...{ application: 'Notes', 'page-id': 'orders', title: 'Orders' }}>
          Open the Orders page in Notes
        </a>
        <a href="/?app=Notes&page=summary&pageTitle=Summary">Open a summary in Notes</a>
      </p>
    </div>
  );
}

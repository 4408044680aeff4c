import Head from 'next/head';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button as Trigger, control, Heading } from '../components/styles';

/**
 * The floor's modals (issue 19 items 3 and 4): a header with the site's two triggers, each opening
 * a trivial dialog with the same labelled fields as the site's first step and a Continue button
 * that shows the next heading. Plain React state and styled-components, in the page's own code:
 * what clicking, typing and choosing cost on this stack with nothing of the site's around them.
 * scripts/bench/modal-opening.ts and lighthouse-flow-runner.mjs measure it beside the site's.
 */
const STEPS = {
  demo: {
    heading: 'Get a personalized demo',
    fields: [
      ['Work email', 'email', 'email'],
      ['Company size', 'select', 'company_size__new_'],
    ],
    next: 'Tell us a little more about yourself',
  },
  trial: {
    heading: 'Start your free trial',
    fields: [
      ['Work email', 'email', 'email'],
      ['First name', 'text', 'firstname'],
      ['Last name', 'text', 'lastname'],
      ['Company', 'text', 'company'],
      ['Job title', 'text', 'jobtitle'],
      ['Industry', 'select', 'industry__self_select_'],
      ['Phone number', 'tel', 'phone'],
      ['Company size', 'select', 'company_size__new_'],
    ],
    next: 'Create your account',
  },
};

const OPTIONS = ['1-10', '11-50', '51-200', '201-1000', '1000+'];

function Field({ label, kind, name, value, onChange }) {
  const id = `floor-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <FieldRow>
      <label htmlFor={id}>{label}</label>
      {kind === 'select' ? (
        <Select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" disabled>
            Select one
          </option>
          {OPTIONS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </Select>
      ) : (
        <Input
          id={id}
          name={name}
          type={kind}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldRow>
  );
}

function FloorDialog({ kind, onClose }) {
  const step = STEPS[kind];
  const [values, setValues] = useState({});
  const [done, setDone] = useState(false);
  return createPortal(
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-labelledby="floor-modal-title">
        <button type="button" onClick={onClose}>
          Close
        </button>
        {done ? (
          <h2 id="floor-modal-title">{step.next}</h2>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setDone(true);
            }}
          >
            <h2 id="floor-modal-title">{step.heading}</h2>
            {step.fields.map(([label, fieldKind, name]) => (
              <Field
                key={label}
                label={label}
                kind={fieldKind}
                name={name}
                value={values[label] ?? ''}
                onChange={(value) => setValues((current) => ({ ...current, [label]: value }))}
              />
            ))}
            <Continue type="submit">Continue</Continue>
          </form>
        )}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

export default function FloorModalPage() {
  const [open, setOpen] = useState(null);
  // The same sign of a live page the bench waits for on the site (components/modal-context).
  useEffect(() => {
    window.Switchboard = { openDemo: () => setOpen('demo'), openTrial: () => setOpen('trial') };
  }, []);
  return (
    <>
      <Head>
        <title>Floor: modals</title>
        <meta name="description" content="The stack's floor for opening a modal." />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <header>
        <Trigger type="button" onClick={() => setOpen('demo')}>
          Request a demo
        </Trigger>
        <Trigger type="button" onClick={() => setOpen('trial')}>
          Try for free
        </Trigger>
      </header>
      <main>
        <Heading>Floor</Heading>
      </main>
      {open ? <FloorDialog key={open} kind={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgb(0 0 0 / 40%);
`;

const Panel = styled.div`
  width: min(560px, 92vw);
  padding: 2rem;
  border-radius: 12px;
  background: #fff;
  font-family: system-ui, sans-serif;
`;

const FieldRow = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-bottom: 0.75rem;
`;

const Input = styled.input`
  ${control}
`;

const Select = styled.select`
  ${control}
`;

const Continue = styled(Trigger)`
  width: 100%;
  margin-top: 0.5rem;
`;

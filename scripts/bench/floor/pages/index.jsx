import Head from 'next/head';
import { useState } from 'react';
import styled from 'styled-components';

const Heading = styled.h1`
  font-family: system-ui, sans-serif;
  font-size: 2rem;
  color: #1a1a2e;
`;

const Button = styled.button`
  padding: 0.75rem 1.25rem;
  border: 0;
  border-radius: 6px;
  background: #2b4acb;
  color: #fff;
  font-size: 1rem;
`;

/** One styled heading and one stateful button: what every page of the stack pays for. */
export default function FloorPage() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <Head>
        <title>Floor</title>
        <meta name="description" content="The stack's floor for the benchmark." />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Heading>Floor</Heading>
      <Button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </Button>
    </main>
  );
}

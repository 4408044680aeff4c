import Head from 'next/head';
import { useState } from 'react';
import { Button, Heading } from '../components/styles';

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

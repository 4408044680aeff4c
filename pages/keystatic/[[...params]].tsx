import type { GetServerSideProps } from 'next';
import { makePage } from '@keystatic/next/ui/pages';
import keystaticConfig from '@/keystatic.config';
import { guardEditorRequest } from '@/lib/server/editor/editor-access';

/**
 * The editor (Keystatic, decision 0160): served only to editors who sign in with the editor
 * credentials, and in local mode only in the local and test stages (404 elsewhere). Its code is
 * this page's own chunk: no public page loads it.
 */
const KeystaticEditor = makePage(keystaticConfig);

const EDITOR_SHELL = { internal: true } as const;

type Props = { authorized: boolean; shell: typeof EDITOR_SHELL };

export default function EditorPage({ authorized }: Props) {
  if (!authorized) {
    return (
      <main>
        <h1>Sign in to edit</h1>
        <p>Editing needs the editor user name and password.</p>
      </main>
    );
  }
  return <KeystaticEditor />;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  const access = await guardEditorRequest(req, res);
  if (access === 'not-found') return { notFound: true };
  return { props: { authorized: access === 'allowed', shell: EDITOR_SHELL } };
};

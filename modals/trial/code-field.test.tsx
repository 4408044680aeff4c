import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import { CodeField } from './code-field';
import { PasswordField } from './password-field';

function renderInForm(children: React.ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <Formik initialValues={{ code: '', password: '' }} onSubmit={() => undefined}>
        <Form>{children}</Form>
      </Formik>
    </ThemeProvider>,
  );
}

describe('the six-digit code field', () => {
  it('keeps digits only, at most six', async () => {
    renderInForm(<CodeField label="Six-digit code" />);
    const field = screen.getByLabelText('Six-digit code');
    await userEvent.type(field, '4a2-b 9x1375');
    expect(field).toHaveValue('429137');
  });

  it('deletes the last digit on Backspace, wherever the caret is', async () => {
    renderInForm(<CodeField label="Six-digit code" />);
    const field = screen.getByLabelText<HTMLInputElement>('Six-digit code');
    await userEvent.type(field, '4291');
    field.setSelectionRange(1, 1);
    await userEvent.keyboard('{Backspace}');
    expect(field).toHaveValue('429');
  });

  it('fills the field from a pasted code with spaces or dashes', async () => {
    renderInForm(<CodeField label="Six-digit code" />);
    const field = screen.getByLabelText('Six-digit code');
    await userEvent.type(field, '9');
    fireEvent.paste(field, { clipboardData: { getData: () => ' 123-456 ' } });
    expect(await screen.findByDisplayValue('123456')).toBe(field);
  });
});

describe('the password checklist', () => {
  it('ticks each rule as the password meets it', async () => {
    renderInForm(<PasswordField />);
    const items = () =>
      screen.getAllByRole('listitem').map((item) => [item.textContent, item.dataset.met]);
    expect(items()).toEqual([
      ['○8 characters minimum (to do)', 'false'],
      ['○At least 1 uppercase letter (to do)', 'false'],
      ['○At least 1 number (to do)', 'false'],
    ]);
    await userEvent.type(screen.getByLabelText('Password'), 'Harbour7');
    expect(items().map(([, met]) => met)).toEqual(['true', 'true', 'true']);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

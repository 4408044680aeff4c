import styled, { css } from 'styled-components';

// The floor's few styles, shared by its pages (Next would serve a module under pages/ as a route).

export const Heading = styled.h1`
  font-family: system-ui, sans-serif;
  font-size: 2rem;
  color: #1a1a2e;
`;

export const Button = styled.button`
  padding: 0.75rem 1.25rem;
  border: 0;
  border-radius: 6px;
  background: #2b4acb;
  color: #fff;
  font-size: 1rem;
`;

/** A form control: an input or a select. */
export const control = css`
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid #8a8aa0;
  border-radius: 6px;
  font-size: 1rem;
`;

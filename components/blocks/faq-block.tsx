import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { ACCORDION_DURATION_MS } from '@/constants/layout';
import type { FaqBlock as FaqData } from '@/content/pages/schema';
import { colors, fontSizes } from '@/styles/theme';
import { Container, Section, SectionHeader, SectionHeading } from './layout';

const List = styled.div`
  border-top: 1px solid ${colors.ink200};
`;

const Item = styled.div`
  border-bottom: 1px solid ${colors.ink200};
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }
`;

const Trigger = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 16px;
  padding: 20px 4px;
  background: none;
  border: 0;
  text-align: left;
  font-weight: 600;
  color: ${colors.ink900};
  cursor: pointer;
  &:hover {
    color: ${colors.violet700};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 12px;
  height: 12px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
  transition: transform ${ACCORDION_DURATION_MS}ms ease;
`;

/* The grid-row trick animates to the answer's natural height without measuring it. */
const Panel = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-rows: ${({ $open }) => ($open ? '1fr' : '0fr')};
  /* visibility keeps a closed answer out of the accessibility tree, yet lets it animate shut. */
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    grid-template-rows ${ACCORDION_DURATION_MS}ms ease,
    visibility ${ACCORDION_DURATION_MS}ms;
  > div {
    overflow: hidden;
  }
  p {
    margin: 0;
    padding: 0 4px 20px;
    color: ${colors.ink600};
  }
`;

/**
 * FAQ accordion after the WAI-ARIA accordion pattern: each question is a button in a heading that
 * controls its answer region; Enter/Space toggle, Up/Down/Home/End move between questions.
 */
export function FaqBlock({ block }: { block: FaqData }) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const focusTrigger = (index: number) => {
    const count = block.items.length;
    triggers.current[(index + count) % count]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: block.items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTrigger(target);
  };

  return (
    <Section $tone="plain">
      <Container $narrow>
        <SectionHeader>
          <SectionHeading>{block.heading}</SectionHeading>
        </SectionHeader>
        <List>
          {block.items.map((item, index) => {
            const open = openIndex === index;
            const triggerId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <Item key={item.question}>
                <h3>
                  <Trigger
                    ref={(element) => {
                      triggers.current[index] = element;
                    }}
                    id={triggerId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    {item.question}
                    <Chevron $open={open} aria-hidden="true" />
                  </Trigger>
                </h3>
                <Panel id={panelId} role="region" aria-labelledby={triggerId} $open={open}>
                  <div>
                    <p>{item.answer}</p>
                  </div>
                </Panel>
              </Item>
            );
          })}
        </List>
      </Container>
    </Section>
  );
}

import { i18n } from '@kelana/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { FaqAccordion } from '@/features/faq/faq-accordion';

afterEach(async () => {
  await i18n.changeLanguage('id');
});

const questions = () => screen.getAllByRole('button');
const expanded = () => questions().filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('FAQ accordion', () => {
  it('numbers the translated questions from 1, in order', () => {
    render(<FaqAccordion />);
    const names = questions().map((button) => button.textContent);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('1.Apa itu eSIM?');
    names.forEach((name, index) => expect(name?.startsWith(`${index + 1}.`)).toBe(true));
  });

  it('opens only the first question at first', () => {
    render(<FaqAccordion />);
    expect(expanded()).toEqual([questions()[0]]);
    expect(screen.getByRole('region', { name: /^1\./ }).textContent).toMatch(/kartu SIM digital/);
  });

  it('keeps one question open at a time, and clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    await user.click(questions()[4]);
    expect(expanded()).toEqual([questions()[4]]);
    expect(screen.queryByRole('region', { name: /^1\./ })).toBeNull();

    await user.click(questions()[4]);
    expect(expanded()).toEqual([]);
  });

  it('fills the support e-mail from the brand config into an answer', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    await user.click(questions()[9]);
    expect(screen.getByRole('region', { name: /^10\./ }).textContent).toContain('bantuan@kelana.id');
  });

  it('shows the same numbered questions in English', async () => {
    await i18n.changeLanguage('en');
    render(<FaqAccordion />);
    expect(questions()).toHaveLength(10);
    expect(questions()[0].textContent).toBe('1.What is an eSIM?');
  });
});

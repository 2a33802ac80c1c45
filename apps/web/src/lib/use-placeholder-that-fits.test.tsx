import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from '@/components/ui/search-input';

// jsdom lays nothing out: the box's width and the text's are given here, 7 px a character.
let boxWidth = 0;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ font: '', measureText: (text: string) => ({ width: text.length * 7 }) }) as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => vi.restoreAllMocks());

const box = () => screen.getByRole('searchbox', { name: 'Search leads' });

describe('a search box placeholder', () => {
  it('is the full hint where it fits', () => {
    boxWidth = 400;
    render(<SearchInput label="Search leads" placeholder="Search name, email, phone, location" value="" onSearch={() => {}} />);
    expect(box()).toHaveAttribute('placeholder', 'Search name, email, phone, location');
  });

  it('is the box’s short name where the hint would be cut', () => {
    boxWidth = 180;
    render(<SearchInput label="Search leads" placeholder="Search name, email, phone, location" value="" onSearch={() => {}} />);
    expect(box()).toHaveAttribute('placeholder', 'Search leads');
  });
});

import { describe, expect, it } from 'vitest';

import {
  clearedAfterSend,
  contactFailure,
  EMPTY_CONTACT,
  joinPhone,
  PHONE_CODES,
  prefillFrom,
  splitPhone,
  toPayload,
  validateContact,
} from '@/features/contact/contact-fields';

const filled = { name: 'Sari', email: 'sari@example.com', address: 'Jl. Merdeka 17, Bandung', phoneCountry: 'ID' as const, phone: '81234567890', message: 'Halo' };

describe('contact phone', () => {
  it('offers SPEC §9 country codes, +62 first', () => {
    expect(PHONE_CODES.map((entry) => entry.dial)).toEqual(['+62', '+1', '+44', '+65', '+60']);
    expect(EMPTY_CONTACT.phoneCountry).toBe('ID');
  });

  it('joins the country code to the number, without spaces, dashes or a trunk 0', () => {
    expect(joinPhone('ID', '812-3456-7890')).toBe('+6281234567890');
    expect(joinPhone('ID', '0812 3456 7890')).toBe('+6281234567890');
    expect(joinPhone('UK', '(20) 7946 0958')).toBe('+442079460958');
    expect(joinPhone('SG', '9123 4567')).toBe('+6591234567');
    expect(joinPhone('US', '202.555.0147')).toBe('+12025550147');
  });

  it('splits a stored number back into the selector and the number', () => {
    expect(splitPhone('+6281234567890')).toEqual({ phoneCountry: 'ID', phone: '81234567890' });
    expect(splitPhone('+6591234567')).toEqual({ phoneCountry: 'SG', phone: '91234567' });
    expect(splitPhone('+60123456789')).toEqual({ phoneCountry: 'MY', phone: '123456789' });
    expect(splitPhone('+12025550147')).toEqual({ phoneCountry: 'US', phone: '2025550147' });
    expect(splitPhone('081234567890')).toEqual({ phoneCountry: 'ID', phone: '081234567890' });
    expect(splitPhone(undefined)).toEqual({ phoneCountry: 'ID', phone: '' });
  });
});

describe('contact validation', () => {
  it('requires all five fields; blanks count as empty', () => {
    expect(validateContact({ ...EMPTY_CONTACT, name: '   ' })).toEqual({
      name: 'required',
      email: 'required',
      address: 'required',
      phone: 'required',
      message: 'required',
    });
    expect(validateContact(filled)).toEqual({});
  });

  it('checks the e-mail and the phone number shape', () => {
    expect(validateContact({ ...filled, email: 'sari@' })).toEqual({ email: 'invalid' });
    expect(validateContact({ ...filled, phone: '12ab' })).toEqual({ phone: 'invalid' });
    expect(validateContact({ ...filled, phone: '1234' })).toEqual({ phone: 'invalid' });
  });

  it('builds SPEC §3 payload with the joined phone, trimmed text and the language of the receipt', () => {
    expect(toPayload({ ...filled, name: ' Sari ', phoneCountry: 'MY', phone: '12-345 6789' }, 'en')).toEqual({
      language: 'en',
      name: 'Sari',
      email: 'sari@example.com',
      address: 'Jl. Merdeka 17, Bandung',
      phone_number: '+60123456789',
      message: 'Halo',
    });
  });
});

describe('contact prefill', () => {
  it('takes name, e-mail, phone and address from the signed-in user', () => {
    const prefill = prefillFrom({ uid: 'u1', name: 'Sari', email: 'sari@example.com', phone: '+6581234567', address: 'Jl. Asia Afrika 8' });
    expect(prefill).toEqual({ name: 'Sari', email: 'sari@example.com', phoneCountry: 'SG', phone: '81234567', address: 'Jl. Asia Afrika 8' });
    expect(prefillFrom({ email: 'a@b.co', displayName: 'Budi', phone: null })).toEqual({ email: 'a@b.co', name: 'Budi' });
    expect(prefillFrom(null)).toEqual({});
  });

  it('clears everything after sending except the prefilled fields', () => {
    expect(clearedAfterSend({ email: 'sari@example.com' })).toEqual({ ...EMPTY_CONTACT, email: 'sari@example.com' });
  });
});

describe('contact failures (SPEC §8)', () => {
  it('puts a refused field under that field', () => {
    const error = { kind: 'http' as const, status: 400, message: 'phone_number: bad', data: { code: 'invalid', field: 'phone_number' } };
    expect(contactFailure(error)).toEqual({ kind: 'field', field: 'phone' });
  });

  it('shows the server message for other refusals, 429 included, else the generic error', () => {
    expect(contactFailure({ kind: 'http', status: 429, message: 'Terlalu banyak pesan', data: null })).toEqual({ kind: 'server', message: 'Terlalu banyak pesan' });
    expect(contactFailure({ kind: 'http', status: 500, message: '', data: null })).toEqual({ kind: 'server', message: null });
    expect(contactFailure({ kind: 'invalid-response', status: 502, message: 'x' })).toEqual({ kind: 'server', message: null });
  });

  it('tells a connection failure apart', () => {
    expect(contactFailure({ kind: 'network', message: 'Failed to fetch' })).toEqual({ kind: 'network' });
    expect(contactFailure({ kind: 'timeout', message: 'late', timeoutMs: 10000 })).toEqual({ kind: 'network' });
  });
});

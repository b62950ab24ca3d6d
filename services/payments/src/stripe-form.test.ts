import { describe, expect, it } from 'vitest';
import { FormShapeError, parseStripeForm, parseStripeQuery } from './stripe-form.js';

describe('parseStripeForm', () => {
  it('nests objects and arrays the way the SDK encodes them', () => {
    const body =
      'mode=payment&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=9900' +
      '&line_items[0][price_data][product_data][name]=Standard%20Pack&line_items[0][quantity]=1' +
      '&metadata[user_id]=u%201&metadata[plan]=standard';
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: '9900',
            product_data: { name: 'Standard Pack' },
          },
          quantity: '1',
        },
      ],
      metadata: { user_id: 'u 1', plan: 'standard' },
    });
  });

  it('accepts percent-encoded brackets, appended arrays and orders indexes numerically', () => {
    expect(parseStripeForm('expand%5B0%5D=line_items')).toEqual({ expand: ['line_items'] });
    expect(parseStripeForm('a[]=x&a[]=y')).toEqual({ a: ['x', 'y'] });
    expect(parseStripeForm('a[10]=k&a[2]=c')).toEqual({ a: ['c', 'k'] });
  });

  it('keeps empty values, which Stripe reads as "unset"', () => {
    expect(parseStripeForm('metadata[note]=')).toEqual({ metadata: { note: '' } });
  });

  it('ignores prototype keys and malformed names', () => {
    const parsed = parseStripeForm('__proto__[x]=1&a[constructor]=2&b]=3&ok=4');
    expect(parsed).toEqual({ ok: '4' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses a name used both as a value and as a hash', () => {
    expect(() => parseStripeForm('metadata=x&metadata[a]=b')).toThrow(FormShapeError);
    expect(() => parseStripeForm('metadata[a]=b&metadata=x')).toThrow(FormShapeError);
  });

  it('reads the query of a URL', () => {
    expect(parseStripeQuery('/v1/checkout/sessions/cs_1?expand[0]=line_items')).toEqual({
      expand: ['line_items'],
    });
    expect(parseStripeQuery('/v1/checkout/sessions/cs_1')).toEqual({});
  });
});

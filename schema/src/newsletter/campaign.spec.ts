import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ACTIONS, audienceText, campaignFormInput } from './campaign.js';

describe('campaign form', () => {
  it('accepts the three audiences and drops the value for all subscribers', () => {
    expect(
      campaignFormInput.parse({ subject: ' Vår ', body: 'x', audience: 'subscribers', audienceValue: '2027' }),
    ).toEqual({
      subject: 'Vår',
      body: 'x',
      audience: 'subscribers',
      audienceValue: null,
    });
    expect(
      campaignFormInput.parse({ subject: 'a', body: 'x', audience: 'graduationYear', audienceValue: '2027' })
        .audienceValue,
    ).toBe('2027');
    expect(
      campaignFormInput.parse({ subject: 'a', body: 'x', audience: 'school', audienceValue: ' Oslo katedralskole ' })
        .audienceValue,
    ).toBe('Oslo katedralskole');
  });

  it('refuses a year that is not a year and a school without a name', () => {
    expect(
      campaignFormInput.safeParse({ subject: 'a', body: 'x', audience: 'graduationYear', audienceValue: '27' }).success,
    ).toBe(false);
    expect(
      campaignFormInput.safeParse({ subject: 'a', body: 'x', audience: 'school', audienceValue: ' ' }).success,
    ).toBe(false);
    expect(campaignFormInput.safeParse({ subject: 'a', body: '  ', audience: 'subscribers' }).success).toBe(false);
  });

  it('words the audience and offers only the steps a status allows', () => {
    expect(audienceText('graduationYear', '2027')).toBe('Avgangskull 2027');
    expect(audienceText('subscribers', null)).toBe('Alle bekreftede abonnenter');
    expect(CAMPAIGN_ACTIONS.sending).toEqual(['pause', 'cancel']);
    expect(CAMPAIGN_ACTIONS.sent).toEqual([]);
  });
});

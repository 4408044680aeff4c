import type { Translation } from 'vanilla-cookieconsent';
import { PRODUCT_NAME } from '@/constants/brand';
import { CONSENT_GROUP_LABELS, CONSENT_GROUPS, type ConsentModel } from '@/constants/consent';
import { PATHS } from '@/constants/links';

/** The consent manager's words. The preferences panel is the footer's 'Your Privacy Choices'. */
export const PRIVACY_CHOICES_TITLE = 'Your Privacy Choices';

const privacyLink = `<a href="${PATHS.privacyNotice}">Privacy Notice</a>`;

const GROUP_DESCRIPTIONS: Record<string, string> = {
  [CONSENT_GROUPS.necessary]:
    'Needed for the site to work: security, load balancing and remembering these choices. They cannot be switched off.',
  [CONSENT_GROUPS.performance]:
    'Count visits and see which pages and features are used, so we can improve the site. The statistics are aggregated.',
  [CONSENT_GROUPS.functional]:
    'Remember what you told us in our forms, personalise what you see and let us try improved versions of pages (A/B tests).',
  [CONSENT_GROUPS.targeting]:
    'Set by our advertising partners to measure our campaigns and show you relevant ads on other sites and social networks.',
  [CONSENT_GROUPS.socialMedia]:
    'Let you share our pages and watch embedded videos through social networks, which may track you across sites.',
};

const BANNER_BY_MODEL: Record<Exclude<ConsentModel, 'notice-only'>, Translation['consentModal']> = {
  'opt-in': {
    title: 'We value your privacy',
    description:
      // Short: the banner must leave the page's headline and calls to action clear (ADR 0138).
      `${PRODUCT_NAME} uses cookies to see how the site is used and, with your permission, to ` +
      `measure our advertising. Nothing optional is set until you choose; change your mind any ` +
      `time under ${PRIVACY_CHOICES_TITLE}. ${privacyLink}`,
    acceptAllBtn: 'Accept all',
    acceptNecessaryBtn: 'Reject all',
    showPreferencesBtn: 'Manage preferences',
  },
  'opt-out': {
    title: 'Your privacy choices',
    description:
      `${PRODUCT_NAME} uses cookies to understand how the site is used and to measure our advertising. ` +
      `You can opt out of the sale or sharing of your personal information at any time. ${privacyLink}`,
    acceptAllBtn: 'OK',
    acceptNecessaryBtn: 'Opt out',
    showPreferencesBtn: 'Manage preferences',
  },
};

export function consentTranslation(model: ConsentModel): Translation {
  return {
    consentModal: BANNER_BY_MODEL[model === 'notice-only' ? 'opt-out' : model],
    preferencesModal: {
      title: PRIVACY_CHOICES_TITLE,
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Reject all',
      savePreferencesBtn: 'Save my choices',
      closeIconLabel: 'Close',
      sections: [
        {
          description:
            'Choose which cookies and similar technologies we may use. Strictly necessary ones are ' +
            `always on. Your choice is kept for six months on this device. ${privacyLink}`,
        },
        ...Object.values(CONSENT_GROUPS).map((group) => ({
          title: CONSENT_GROUP_LABELS[group],
          description: GROUP_DESCRIPTIONS[group],
          linkedCategory: group,
        })),
      ],
    },
  };
}

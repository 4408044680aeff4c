import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@/constants/brand';
import { PRIVACY_EMAIL } from '../catalog';

export const cookiePolicy = `
This Cookie Policy explains how ${COMPANY_LEGAL_NAME} (**"${PRODUCT_NAME}"**) uses cookies and similar technologies on our websites and in the web application, and how you can control them. It should be read with our [Privacy Notice](/legal/privacy-notice).

## 1. What cookies are

Cookies are small text files that a website stores in your browser. Similar technologies include local storage, pixels and software development kits. We call all of these "cookies" in this policy. Cookies set by ${PRODUCT_NAME} are **first-party cookies**; cookies set by other companies through our site are **third-party cookies**.

## 2. How we group cookies

We group cookies by purpose. Strictly necessary cookies are always active because the site cannot work without them. All other groups are off until you turn them on, if you are in a region where the law requires consent, such as the European Economic Area and the United Kingdom. Elsewhere they are on until you turn them off.

| Group | What it does | Examples |
| --- | --- | --- |
| Strictly necessary (always active) | Keeps the site secure, remembers your cookie choices and keeps you signed in to the app | Consent record, load-balancer and security cookies, session cookie for the app |
| Performance (C0002) | Counts visits and measures how pages perform, so we can improve them | Web analytics, page-speed measurement |
| Functional (C0003) | Remembers choices such as form details you entered, and powers features like chat and meeting scheduling | Stored form details, chat widget, scheduling tool, A/B testing |
| Targeting (C0004) | Measures our advertising and shows you relevant ads on other sites | Advertising-platform pixels and conversion tags |
| Social media (C0005) | Lets you share content and lets social networks recognise you | Social-network sharing and embedded posts |

## 3. Cookies we set ourselves

- **Consent record:** stores the choices you made in the cookie banner, for 12 months.
- **Attribution:** stores the campaign parameters (such as UTM values and advertising click identifiers) of your first and latest visits for 90 days, so that we know which campaigns work. Performance or targeting consent is needed in consent regions.
- **Anonymous identifier:** a random identifier in local storage that links events from the same browser without identifying you.
- **Form details:** if functional cookies are on, details you typed into one of our forms, stored in your browser so that you do not need to type them again.

## 4. How to change your choices

Select **"Your Privacy Choices"** in the footer of any page to open the cookie preferences panel and change your choices at any time. Withdrawing consent does not affect processing that took place before. You can also block or delete cookies in your browser settings; if you block strictly necessary cookies, parts of the site may not work.

Where the law requires it, we treat a Global Privacy Control signal from your browser as a request to opt out of targeting cookies.

## 5. Changes and contact

We review this policy when we add or remove tools, and at least once a year. Questions can be sent to ${PRIVACY_EMAIL}.
`;

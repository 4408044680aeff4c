import list from 'email-providers/all.json';
import { provideFreeMailDomains } from './free-mail';

// A well-kept package list, never hand-typed. Importing this module provides it (free-mail.ts).
provideFreeMailDomains(list);

import type { ComponentType } from 'react';

type SiteFrame = { TopOfPage: ComponentType; FootOfPage: ComponentType };

let code: Promise<SiteFrame> | undefined;

/**
 * The site header's code (and the verification reminder's below the page), in a chunk of its own: the exam screen never shows it, and keeping it
 * (with the language switch and the account button) out of the entry took 0.6 KiB off the exam
 * route's JavaScript (bench/exam-route.ts). Pages that show it start this download before React
 * renders (startUiLanguage), beside the shell's messages that the header waits for anyway; the
 * page's start script has preloaded both by name (`site-header`, src/early/preloadSiteFrame.ts).
 */
export function loadTopOfPage(): Promise<SiteFrame> {
  if (!code) {
    code = import(/* webpackChunkName: "site-header" */ './TopOfPage');
    // A failed download is tried again by the next render that needs it.
    code.catch(() => {
      code = undefined;
    });
  }
  return code;
}

/* global document, getComputedStyle */
// The in-page half of scripts/storybook-pages.mjs. The preview is driven the way the manager drives it
// (`setCurrentStory` on the preview's channel) and judged by the events the Interactions panel listens to.

/**
 * Renders one story or docs entry in the open preview and resolves to its problems ([] when it passed).
 * Stories: the render, the play function, unhandled errors while playing, and the reports (a11y) of
 * `storyFinished`. Docs: the render until `docsRendered`. Both: Storybook's own error screen.
 */
export async function visitEntry(page, { id, viewMode }, timeoutMs) {
  return page.evaluate(
    ({ id, viewMode, timeoutMs }) =>
      new Promise((resolve) => {
        const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
        const problems = [];
        const listeners = {};
        const text = (value) =>
          typeof value === 'string' ? value : (value?.message ?? value?.description ?? JSON.stringify(value));
        const finish = () => {
          globalThis.clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          if (document.body.classList.contains('sb-show-errordisplay')) {
            const shown = document.querySelector('#error-message')?.textContent ?? '';
            problems.push(`error screen: ${shown.trim().split('\n')[0]}`);
          }
          resolve(problems);
        };
        const timer = globalThis.setTimeout(() => {
          problems.push(`did not finish within ${timeoutMs} ms`);
          finish();
        }, timeoutMs);
        const record = (what, end) => (payload) => {
          // Enough of the message to show an assertion's diff, so a failure in CI can be read without re-running it.
          const lines = text(Array.isArray(payload) ? payload[0] : payload)
            .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
            .split('\n');
          problems.push(`${what}: ${lines.slice(0, 24).join('\n      ')}`);
          if (end) finish();
        };
        listeners.storyErrored = record('story errored', true);
        listeners.storyThrewException = record('story threw', true);
        listeners.storyMissing = record('story missing', true);
        listeners.playFunctionThrewException = record('play function failed', false);
        listeners.unhandledErrorsWhilePlaying = record('unhandled error while playing', false);
        if (viewMode === 'docs') {
          listeners.docsRendered = () => finish();
        } else {
          listeners.storyFinished = ({ storyId, status, reporters = [] }) => {
            if (storyId !== id) return;
            for (const report of reporters.filter((r) => r.status === 'failed')) {
              const violations = report.result?.violations?.map((v) => v.id).join(', ');
              problems.push(`${report.type} report failed${violations ? `: ${violations}` : ''}`);
            }
            if (status !== 'success' && problems.length === 0)
              problems.push(`finished with status ${status}`);
            finish();
          };
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode });
      }),
    { id, viewMode, timeoutMs },
  );
}

/**
 * A docs page must be readable and clickable: no dialog of a story open on the page itself (a framed story's
 * dialog lives in its own iframe), and the page title is the element at its own centre once animations settled.
 */
export async function checkDocsNotCovered(page) {
  return page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(finite), new Promise((r) => globalThis.setTimeout(r, 3000))]);
    const problems = [];
    const visible = (element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].filter(visible);
    if (dialogs.length > 0) {
      const names = dialogs.map((d) => d.getAttribute('aria-label') ?? d.textContent?.trim().slice(0, 40));
      problems.push(`${dialogs.length} open dialog(s) on the docs page: ${names.join(' | ')}`);
    }
    const title = document.querySelector('#storybook-docs h1');
    if (!title) return [...problems, 'the docs page has no title (did it render?)'];
    title.scrollIntoView({ block: 'center' });
    const rect = title.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (!hit || !title.contains(hit)) {
      const by = hit
        ? `${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).split(' ')[0]}` : ''}`
        : 'nothing';
      problems.push(`the docs title is covered by ${by}`);
    }
    return problems;
  });
}

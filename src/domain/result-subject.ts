/**
 * How a shared result names what was played, on its page, its card and its meta: the test's
 * name or the challenge's title with the topic, unless the title already names the topic (a
 * practice test is often called "<topic>: practice test"), which would then read twice.
 */

/** The title alone when it names the topic already, else the title and the topic. */
export function resultSubject(
  title: string,
  topicName: string,
): { readonly title: string; readonly topic: string | null } {
  return {
    title,
    topic: topicName && !title.toLocaleLowerCase().includes(topicName.toLocaleLowerCase()) ? topicName : null,
  };
}

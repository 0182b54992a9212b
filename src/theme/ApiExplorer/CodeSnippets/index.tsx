/**
 * Theme override (replaces the OpenAPI theme's CodeSnippets): the request panel opened by "Try
 * it" added a second sample-language picker (eighteen languages, C# preselected when a reader's
 * stored tab was one of ours) beside the page's own request samples in curl, JavaScript and
 * Python, which sit right above the panel. One picker stays, ours; the panel keeps its request
 * form, its send button and the response. This also leaves the code generators out of the
 * panel's download.
 */
export default function CodeSnippets(): null {
  return null;
}

/** A short list of links to other account pages: [href, text] pairs. */
export default function LinkList({ links }: { links: readonly (readonly [href: string, text: string])[] }) {
  return (
    <ul className="link-list">
      {links.map(([href, text]) => (
        <li key={href}>
          <a href={href}>{text}</a>
        </li>
      ))}
    </ul>
  );
}

import { Link, useLocation } from 'react-router';
import { HomeIcon } from '../../ui/icons';
import { buildCrumbs } from './breadcrumb-trail';
import './breadcrumbs.css';

/**
 * `className` lets a layout add its own width container without rendering it when empty;
 * `postTitle` is the title of the blog post shown, once known.
 */
export function Breadcrumbs({
  className = '',
  postTitle,
}: {
  className?: string;
  postTitle?: string;
}) {
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname, postTitle);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={`breadcrumbs ${className}`.trim()}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <Link to="/" className="breadcrumbs__link" aria-label="Home">
            <HomeIcon />
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to} className="breadcrumbs__item">
            {index === crumbs.length - 1 ? (
              <span className="breadcrumbs__current" aria-current="page">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} className="breadcrumbs__link">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { Skeleton } from '../../ui/skeleton';

/** Five card-shaped placeholders while the stats load; announced once as a status. */
export function DashboardSkeleton() {
  return (
    <div className="dashboard__grid" role="status" aria-label="Loading dashboard">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="card dashboard__skeleton">
          <Skeleton width="45%" height="1.25rem" />
          <Skeleton height="0.875rem" />
          <Skeleton width="80%" height="0.875rem" />
          <Skeleton width="35%" height="2.25rem" />
        </div>
      ))}
    </div>
  );
}

import { Capabilities } from '../features/home/capabilities';
import { Comparison } from '../features/home/comparison';
import { Hero } from '../features/home/hero';
import { ProcessSteps } from '../features/home/process-steps';
import { QuotesSection } from '../features/home/quotes-section';
import '../ui/button.css';
import '../features/home/home.css';

export function HomeRoute() {
  return (
    <div className="container">
      <Hero />
      <Comparison />
      <Capabilities />
      <ProcessSteps />
      <QuotesSection />
    </div>
  );
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './home.meta';

import { DeadLettersCard } from './DeadLettersCard';
import { QuestionReportsCard } from './QuestionReportsCard';
import './reports.css';

/** What needs an admin's attention after tests are taken: reported questions and unscored attempts. */
export default function ReportsTab() {
  return (
    <div className="admin-tab reports-tab">
      <QuestionReportsCard />
      <DeadLettersCard />
    </div>
  );
}

import { useParams } from 'react-router-dom';
import { isExceptionType } from '../components/Exception';
import { ExceptionView } from '../components/ExceptionView';

/** /exception/403|404|500|501 (a page of its own: the view comes with it, not after it) */
export default function ExceptionPage() {
  const { code } = useParams();
  return <ExceptionView type={isExceptionType(code) ? code : '404'} />;
}

import { useParams } from 'react-router-dom';
import { Exception, isExceptionType } from '../components/Exception';

/** /exception/403|404|500|501 */
export default function ExceptionPage() {
  const { code } = useParams();
  return <Exception type={isExceptionType(code) ? code : '404'} />;
}

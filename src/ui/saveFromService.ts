// Saves a file the browser fetches itself from a short-lived link of a service (an export's
// spreadsheet, a container file), so a large file streams to disk instead of through the page's memory.
import { serviceUrl, type ServiceName } from '../config/services';

export function saveFromService(service: ServiceName, path: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = serviceUrl(service, path);
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

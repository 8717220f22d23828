/**
 * The page's one alert (error, notice) and the event that mounts the Alerts island: what any
 * store shows the visitor. Depends on nothing in src/stores; everything else may use it.
 */
export {
  $alert,
  ALERT_EVENT,
  HIDDEN_ALERT,
  hideAlert,
  mountAlerts,
  showAlert,
  showAlertFromAddress,
} from './alerts.ts';

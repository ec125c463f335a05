// The build loads CSS as text (asset/source): the calendar page puts it in a <style> itself.
declare module 'react-big-calendar/lib/css/react-big-calendar.css' {
  const css: string;
  export default css;
}
declare module 'react-big-calendar/lib/addons/dragAndDrop/styles.css' {
  const css: string;
  export default css;
}

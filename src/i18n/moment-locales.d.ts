// moment's locale files register themselves with moment and export nothing we read.
declare module 'moment/locale/*';

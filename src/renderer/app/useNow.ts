// The ticking clock lives with the pieces screens share (the lock's countdown uses it too).
export { useNow } from '../ui/useNow';

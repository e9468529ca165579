% {!loop_parallelizer} is on or off
{!loop_parallelizer maybe}
x = 1

# cmake -DINPUT=... -DOUTPUT=... -DWORLD_SIZE=N -P SetWorldSize.cmake
#
# Copies an example compiled for TP = 2 with its group size and
# tp.parallel_config's tp set to WORLD_SIZE instead.
file(READ ${INPUT} text)
string(REPLACE "size = 2>" "size = ${WORLD_SIZE}>" text "${text}")
string(REPLACE "tp = 2," "tp = ${WORLD_SIZE}," text "${text}")
file(WRITE ${OUTPUT} "${text}")

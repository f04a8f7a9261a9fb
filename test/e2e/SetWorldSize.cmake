# cmake -DINPUT=... -DOUTPUT=... -DWORLD_SIZE=N -P SetWorldSize.cmake
#
# Copies an example compiled for TP = 2 with the size of its groups (that of
# tp.parallel_config's group among them) set to WORLD_SIZE instead.
file(READ ${INPUT} text)
string(REPLACE "size = 2>" "size = ${WORLD_SIZE}>" text "${text}")
file(WRITE ${OUTPUT} "${text}")

-- the extension and its language (pg_regress --load-extension=plcuda)
SELECT extname, extversion FROM pg_extension WHERE extname = 'plcuda';
SELECT lanname, lanpltrusted FROM pg_language WHERE lanname = 'plcuda';
LOAD 'plcuda';
SHOW plcuda.gpu_arch;

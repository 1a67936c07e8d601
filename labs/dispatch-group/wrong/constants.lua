-- fails: both finish in the background
-- why: constants begin no task and do no work: on an iPhone the app is suspended a
--   moment after Home and neither the save nor the upload is ever written.
return { save_seconds = 2, upload_seconds = 5, saved = true, uploaded = true, delegate = {} }

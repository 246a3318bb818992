#!/usr/bin/env bash
# Re-derives ../types.spec from the real Storm 2.8.2 jars by reflection. Needs a JDK and the two jars below.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
m2="$HOME/.m2/repository/org/apache/storm"
client_jar="${STORM_CLIENT_JAR:-$m2/storm-client/2.8.2/storm-client-2.8.2.jar}"
shaded_jar="${STORM_SHADED_JAR:-$m2/storm-shaded-deps/2.8.2/storm-shaded-deps-2.8.2.jar}"
# Types Storm-MC provides; everything they reference through their fields is added automatically.
roots="StormTopology,ComponentObject,JavaObject,JavaObjectArg,ShellComponent,SpoutSpec,Bolt,StateSpoutSpec"
roots+=",ComponentCommon,StreamInfo,Grouping,GlobalStreamId,NullStruct,KillOptions,SubmitOptions"
roots+=",TopologyInitialStatus,RebalanceOptions,Credentials,GetInfoOptions,NumErrorsChoice,ComponentType"
roots+=",AlreadyAliveException,InvalidTopologyException,AuthorizationException,NotAliveException"
roots+=",KeyNotFoundException,KeyAlreadyExistsException,IllegalStateException,DRPCExecutionException"
roots+=",DRPCExceptionType,DRPCRequest,ClusterSummary,SupervisorSummary,NimbusSummary,TopologySummary"
roots+=",TopologyInfo,ExecutorSummary,ExecutorInfo,ExecutorStats,ExecutorSpecificStats,SpoutStats,BoltStats"
roots+=",ErrorInfo,DebugOptions,NodeInfo,SharedMemory,SettableBlobMeta,ReadableBlobMeta,AccessControl"
roots+=",BeginDownloadResult,ListBlobsResult,LogConfig,ProfileRequest,ProfileAction"
services="Nimbus,DistributedRPC,DistributedRPCInvocations"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac -d "$work" "$here/ExtractSpec.java"
java -cp "$work:$client_jar:$shaded_jar" ExtractSpec "$roots" "$services" > "$here/../types.spec"
echo "wrote $(cd "$here/.." && pwd)/types.spec"

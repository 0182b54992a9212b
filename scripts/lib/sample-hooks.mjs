// Registers sample-loader.mjs for a docs sample run (node --import tsx --import this file):
// the sample's project folder is the working directory.
import {register} from 'node:module';

register('./sample-loader.mjs', import.meta.url, {data: {projectRoot: process.cwd()}});
